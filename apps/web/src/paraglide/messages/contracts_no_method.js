/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown> }} Contracts_No_MethodInputs */

const en_contracts_no_method = /** @type {(inputs: Contracts_No_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No payment method takes ${i?.currency} payments yet.`)
};

const ur_contracts_no_method = /** @type {(inputs: Contracts_No_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ابھی کوئی ادائیگی کا طریقہ ${i?.currency} میں ادائیگی نہیں لیتا۔`)
};

/**
* | output |
* | --- |
* | "No payment method takes {currency} payments yet." |
*
* @param {Contracts_No_MethodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_no_method = /** @type {((inputs: Contracts_No_MethodInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_No_MethodInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_no_method(inputs)
	return en_contracts_no_method(inputs)
});