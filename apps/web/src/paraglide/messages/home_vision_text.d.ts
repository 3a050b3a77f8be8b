/**
* | output |
* | --- |
* | "Software technology parks and freelancing hubs in every district of Gilgit-Baltistan, so that a young graduate in Hunza, Skardu or Chilas can learn, find cli..." |
*
* @param {Home_Vision_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_vision_text: ((inputs?: Home_Vision_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Vision_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Vision_TextInputs = {};
