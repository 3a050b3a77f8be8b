/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Sign_In_ReceiptInputs */

const en_contracts_sign_in_receipt = /** @type {(inputs: Contracts_Sign_In_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to see this receipt.`)
};

const ur_contracts_sign_in_receipt = /** @type {(inputs: Contracts_Sign_In_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ رسید دیکھنے کے لیے سائن اِن کریں۔`)
};

/**
* | output |
* | --- |
* | "Sign in to see this receipt." |
*
* @param {Contracts_Sign_In_ReceiptInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_sign_in_receipt = /** @type {((inputs?: Contracts_Sign_In_ReceiptInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Sign_In_ReceiptInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_sign_in_receipt(inputs)
	return en_contracts_sign_in_receipt(inputs)
});