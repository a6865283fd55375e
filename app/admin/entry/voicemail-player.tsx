import { useEffect, useRef } from "react";
import { adminCallsCopy } from "~content/admin-calls";

const words = adminCallsCopy;

type VoicemailPlayerProps = {
  url: string;
  /** The player's name: "Voicemail 0:42 from Dana Whitfield". */
  name: string;
  transcript: string | null;
  seconds: number | null;
};

/**
 * A voicemail's player. `preload="none"`: a lead's page with ten voicemails fetches none
 * of them until the owner taps play. The transcript, when Twilio made one, is its captions
 * track, one cue over the whole message (Twilio's transcript has no timings); the page shows
 * it as text too, since a browser draws no captions for audio. The track has no file: the
 * cue is added here, so the inbox's CSP (media from 'self' only) needs no data: or blob:.
 */
export function VoicemailPlayer({ url, name, transcript, seconds }: VoicemailPlayerProps) {
  const track = useRef<HTMLTrackElement>(null);
  useEffect(() => {
    const captions = track.current?.track;
    if (!captions || !transcript || typeof VTTCue === "undefined") return;
    const cue = new VTTCue(0, seconds ?? 120, transcript);
    captions.addCue(cue);
    return () => captions.removeCue(cue);
  }, [transcript, seconds]);
  return (
    <audio controls preload="none" src={url} aria-label={name} className="mt-2 w-full max-w-md">
      <track ref={track} kind="captions" srcLang="en" label={words.transcript} />
      {words.noAudio}
    </audio>
  );
}
