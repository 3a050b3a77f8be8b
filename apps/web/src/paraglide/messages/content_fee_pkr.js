/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Content_Fee_PkrInputs */

const en_content_fee_pkr = /** @type {(inputs: Content_Fee_PkrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PKR ${i?.amount}`)
};

const ur_content_fee_pkr = /** @type {(inputs: Content_Fee_PkrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} روپے`)
};

/**
* | output |
* | --- |
* | "PKR {amount}" |
*
* @param {Content_Fee_PkrInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_fee_pkr = /** @type {((inputs: Content_Fee_PkrInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Fee_PkrInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_content_fee_pkr(inputs)
	return en_content_fee_pkr(inputs)
});