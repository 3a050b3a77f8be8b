/**
* | output |
* | --- |
* | "Create Profile" |
*
* @param {Howitworks_F1_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_f1_title: ((inputs?: Howitworks_F1_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_F1_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_F1_TitleInputs = {};
