/**
* | output |
* | --- |
* | "Free and low-cost courses at the hubs and online." |
*
* @param {Info_Link_Courses_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_link_courses_text: ((inputs?: Info_Link_Courses_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Link_Courses_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Link_Courses_TextInputs = {};
