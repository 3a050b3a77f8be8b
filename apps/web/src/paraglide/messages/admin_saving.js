/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SavingInputs */

const en_admin_saving = /** @type {(inputs: Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

const ur_admin_saving = /** @type {(inputs: Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محفوظ کیا جا رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Admin_SavingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_saving = /** @type {((inputs?: Admin_SavingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SavingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_saving(inputs)
	return en_admin_saving(inputs)
});