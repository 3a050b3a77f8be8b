/**
* | output |
* | --- |
* | "Upcoming Courses" |
*
* @param {Info_Upcoming_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_upcoming_title: ((inputs?: Info_Upcoming_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Upcoming_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Upcoming_TitleInputs = {};
