/**
* | output |
* | --- |
* | "Headline" |
*
* @param {Err_Label_HeadlineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_headline: ((inputs?: Err_Label_HeadlineInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_HeadlineInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_HeadlineInputs = {};
