/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payout_BatchesInputs */

const en_admin_payout_batches = /** @type {(inputs: Admin_Payout_BatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payout batches`)
};

const ur_admin_payout_batches = /** @type {(inputs: Admin_Payout_BatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی کے بیچ`)
};

/**
* | output |
* | --- |
* | "Payout batches" |
*
* @param {Admin_Payout_BatchesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_payout_batches = /** @type {((inputs?: Admin_Payout_BatchesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payout_BatchesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_payout_batches(inputs)
	return en_admin_payout_batches(inputs)
});