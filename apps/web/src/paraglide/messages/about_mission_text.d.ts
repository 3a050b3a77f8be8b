/**
* | output |
* | --- |
* | "To make skilled, remote IT work a real career in every valley of Gilgit-Baltistan: training young people close to home, giving them reliable places to work, ..." |
*
* @param {About_Mission_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_mission_text: ((inputs?: About_Mission_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Mission_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Mission_TextInputs = {};
