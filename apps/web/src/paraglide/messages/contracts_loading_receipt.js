/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Loading_ReceiptInputs */

const en_contracts_loading_receipt = /** @type {(inputs: Contracts_Loading_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading receipt...`)
};

const ur_contracts_loading_receipt = /** @type {(inputs: Contracts_Loading_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رسید لوڈ ہو رہی ہے...`)
};

/**
* | output |
* | --- |
* | "Loading receipt..." |
*
* @param {Contracts_Loading_ReceiptInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_loading_receipt = /** @type {((inputs?: Contracts_Loading_ReceiptInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Loading_ReceiptInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_loading_receipt(inputs)
	return en_contracts_loading_receipt(inputs)
});