/**
* | output |
* | --- |
* | "with {name}" |
*
* @param {Wallet_WithInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_with: ((inputs: Wallet_WithInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_WithInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_WithInputs = {
    name: NonNullable<unknown>;
};
