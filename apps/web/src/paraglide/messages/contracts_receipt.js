/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_ReceiptInputs */

const en_contracts_receipt = /** @type {(inputs: Contracts_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt`)
};

const ur_contracts_receipt = /** @type {(inputs: Contracts_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رسید`)
};

/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {Contracts_ReceiptInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_receipt = /** @type {((inputs?: Contracts_ReceiptInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_ReceiptInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_receipt(inputs)
	return en_contracts_receipt(inputs)
});