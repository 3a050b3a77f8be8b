/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Sandbox_MethodInputs */

const en_contracts_sandbox_method = /** @type {(inputs: Contracts_Sandbox_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sandbox: moves no real money`)
};

const ur_contracts_sandbox_method = /** @type {(inputs: Contracts_Sandbox_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سینڈ باکس: کوئی حقیقی رقم منتقل نہیں ہوتی`)
};

/**
* | output |
* | --- |
* | "Sandbox: moves no real money" |
*
* @param {Contracts_Sandbox_MethodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_sandbox_method = /** @type {((inputs?: Contracts_Sandbox_MethodInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Sandbox_MethodInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_sandbox_method(inputs)
	return en_contracts_sandbox_method(inputs)
});