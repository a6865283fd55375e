// Replaced by the image pipeline.
console.log("images: nothing to do yet");
