/**
* | output |
* | --- |
* | "Within two years the idea had spread up the Karakoram Highway to Hunza and Nagar, across to Ghizer and down the Indus to Skardu, Shigar and Khaplu. Women-onl..." |
*
* @param {About_Story_2Inputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_story_2: ((inputs?: About_Story_2Inputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Story_2Inputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Story_2Inputs = {};
