/**
* | output |
* | --- |
* | "Platform fee ({percent}%)" |
*
* @param {Contracts_Platform_Fee_PctInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_platform_fee_pct: ((inputs: Contracts_Platform_Fee_PctInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Platform_Fee_PctInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Platform_Fee_PctInputs = {
    percent: NonNullable<unknown>;
};
