/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Withdrawals_LoadingInputs */

const en_admin_withdrawals_loading = /** @type {(inputs: Admin_Withdrawals_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading withdrawals...`)
};

const ur_admin_withdrawals_loading = /** @type {(inputs: Admin_Withdrawals_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواستیں لوڈ ہو رہی ہیں...`)
};

/**
* | output |
* | --- |
* | "Loading withdrawals..." |
*
* @param {Admin_Withdrawals_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_withdrawals_loading = /** @type {((inputs?: Admin_Withdrawals_LoadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Withdrawals_LoadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_withdrawals_loading(inputs)
	return en_admin_withdrawals_loading(inputs)
});