/**
* | output |
* | --- |
* | "The smallest withdrawal is {amount}" |
*
* @param {Wallet_SmallestInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_smallest: ((inputs: Wallet_SmallestInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_SmallestInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_SmallestInputs = {
    amount: NonNullable<unknown>;
};
