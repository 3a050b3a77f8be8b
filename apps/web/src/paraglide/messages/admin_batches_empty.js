/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Batches_EmptyInputs */

const en_admin_batches_empty = /** @type {(inputs: Admin_Batches_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payout batches yet.`)
};

const ur_admin_batches_empty = /** @type {(inputs: Admin_Batches_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی تک کوئی ادائیگی بیچ نہیں۔`)
};

/**
* | output |
* | --- |
* | "No payout batches yet." |
*
* @param {Admin_Batches_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batches_empty = /** @type {((inputs?: Admin_Batches_EmptyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Batches_EmptyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_batches_empty(inputs)
	return en_admin_batches_empty(inputs)
});