/**
* | output |
* | --- |
* | "It began in 2019 with a single room in Gilgit: a dozen laptops, a generator for the winter power cuts and a few graduates who wanted to work for clients abro..." |
*
* @param {About_Story_1Inputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_story_1: ((inputs?: About_Story_1Inputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Story_1Inputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Story_1Inputs = {};
