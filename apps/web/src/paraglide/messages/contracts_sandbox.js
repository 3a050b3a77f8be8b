/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_SandboxInputs */

const en_contracts_sandbox = /** @type {(inputs: Contracts_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sandbox payments: no real money is charged or paid out.`)
};

const ur_contracts_sandbox = /** @type {(inputs: Contracts_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سینڈ باکس ادائیگیاں: کوئی حقیقی رقم نہ لی جاتی ہے نہ ادا کی جاتی ہے۔`)
};

/**
* | output |
* | --- |
* | "Sandbox payments: no real money is charged or paid out." |
*
* @param {Contracts_SandboxInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_sandbox = /** @type {((inputs?: Contracts_SandboxInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_SandboxInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_sandbox(inputs)
	return en_contracts_sandbox(inputs)
});