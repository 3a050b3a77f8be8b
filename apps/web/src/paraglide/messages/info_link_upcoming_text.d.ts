/**
* | output |
* | --- |
* | "The next intakes and how to apply." |
*
* @param {Info_Link_Upcoming_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_link_upcoming_text: ((inputs?: Info_Link_Upcoming_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Link_Upcoming_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Link_Upcoming_TextInputs = {};
