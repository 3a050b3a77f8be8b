/**
* | output |
* | --- |
* | "to {method} {account}" |
*
* @param {Wallet_To_MethodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_to_method: ((inputs: Wallet_To_MethodInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_To_MethodInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_To_MethodInputs = {
    method: NonNullable<unknown>;
    account: NonNullable<unknown>;
};
