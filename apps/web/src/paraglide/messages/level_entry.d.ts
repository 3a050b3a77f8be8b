/**
* | output |
* | --- |
* | "Entry Level" |
*
* @param {Level_EntryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const level_entry: ((inputs?: Level_EntryInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Level_EntryInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Level_EntryInputs = {};
