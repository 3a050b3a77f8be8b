/**
* | output |
* | --- |
* | "Verify your e-mail address before adding a payout method or withdrawing" |
*
* @param {Err_Verify_Your_E_Mail_Address_Before_Adding_A_PayouInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_verify_your_e_mail_address_before_adding_a_payou: ((inputs?: Err_Verify_Your_E_Mail_Address_Before_Adding_A_PayouInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Verify_Your_E_Mail_Address_Before_Adding_A_PayouInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Verify_Your_E_Mail_Address_Before_Adding_A_PayouInputs = {};
