/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Withdrawals_EmptyInputs */

const en_admin_withdrawals_empty = /** @type {(inputs: Admin_Withdrawals_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No withdrawals are waiting.`)
};

const ur_admin_withdrawals_empty = /** @type {(inputs: Admin_Withdrawals_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی درخواست منظوری کی منتظر نہیں۔`)
};

/**
* | output |
* | --- |
* | "No withdrawals are waiting." |
*
* @param {Admin_Withdrawals_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_withdrawals_empty = /** @type {((inputs?: Admin_Withdrawals_EmptyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Withdrawals_EmptyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_withdrawals_empty(inputs)
	return en_admin_withdrawals_empty(inputs)
});