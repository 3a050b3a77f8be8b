/**
* | output |
* | --- |
* | "Hire and Collaborate" |
*
* @param {Howitworks_C4_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_c4_title: ((inputs?: Howitworks_C4_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_C4_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_C4_TitleInputs = {};
