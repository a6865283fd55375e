export type CaptchaWidgetProps = {
  /** Called with the provider's token once the visitor is verified. */
  onVerified: (token: string) => void;
  /** The provider's script or module could not be loaded. */
  onLoadError: () => void;
};
