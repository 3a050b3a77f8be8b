/**
* | output |
* | --- |
* | "{currency}: available {available}, pending {pending}, withdrawing {withdrawing}" |
*
* @param {Admin_Wallet_LineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_wallet_line: ((inputs: Admin_Wallet_LineInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Wallet_LineInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Wallet_LineInputs = {
    currency: NonNullable<unknown>;
    available: NonNullable<unknown>;
    pending: NonNullable<unknown>;
    withdrawing: NonNullable<unknown>;
};
