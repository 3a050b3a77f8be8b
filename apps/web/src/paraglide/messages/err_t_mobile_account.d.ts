/**
* | output |
* | --- |
* | "A {rail} account is 03 followed by 9 digits" |
*
* @param {Err_T_Mobile_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_mobile_account: ((inputs: Err_T_Mobile_AccountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Mobile_AccountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Mobile_AccountInputs = {
    rail: NonNullable<unknown>;
};
