/**
* | output |
* | --- |
* | "Thank you for contacting us. We will get back to you soon." |
*
* @param {Err_Thank_You_For_Contacting_Us_We_Will_Get_Back_ToInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_thank_you_for_contacting_us_we_will_get_back_to: ((inputs?: Err_Thank_You_For_Contacting_Us_We_Will_Get_Back_ToInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Thank_You_For_Contacting_Us_We_Will_Get_Back_ToInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Thank_You_For_Contacting_Us_We_Will_Get_Back_ToInputs = {};
