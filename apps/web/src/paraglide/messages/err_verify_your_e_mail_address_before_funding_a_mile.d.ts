/**
* | output |
* | --- |
* | "Verify your e-mail address before funding a milestone" |
*
* @param {Err_Verify_Your_E_Mail_Address_Before_Funding_A_MileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_verify_your_e_mail_address_before_funding_a_mile: ((inputs?: Err_Verify_Your_E_Mail_Address_Before_Funding_A_MileInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Verify_Your_E_Mail_Address_Before_Funding_A_MileInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Verify_Your_E_Mail_Address_Before_Funding_A_MileInputs = {};
