/**
* | output |
* | --- |
* | "The form could not be read: its multipart boundary is missing" |
*
* @param {Err_The_Form_Could_Not_Be_Read_Its_Multipart_BoundarInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_form_could_not_be_read_its_multipart_boundar: ((inputs?: Err_The_Form_Could_Not_Be_Read_Its_Multipart_BoundarInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_The_Form_Could_Not_Be_Read_Its_Multipart_BoundarInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_The_Form_Could_Not_Be_Read_Its_Multipart_BoundarInputs = {};
