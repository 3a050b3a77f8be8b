/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_ReceiptInputs */

const en_title_receipt = /** @type {(inputs: Title_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt`)
};

const ur_title_receipt = /** @type {(inputs: Title_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رسید`)
};

/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {Title_ReceiptInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_receipt = /** @type {((inputs?: Title_ReceiptInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_ReceiptInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_title_receipt(inputs)
	return en_title_receipt(inputs)
});