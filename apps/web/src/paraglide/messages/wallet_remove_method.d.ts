/**
* | output |
* | --- |
* | "Remove {method} {account}" |
*
* @param {Wallet_Remove_MethodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_remove_method: ((inputs: Wallet_Remove_MethodInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Remove_MethodInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Remove_MethodInputs = {
    method: NonNullable<unknown>;
    account: NonNullable<unknown>;
};
