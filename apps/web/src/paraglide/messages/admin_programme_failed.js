/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Programme_FailedInputs */

const en_admin_programme_failed = /** @type {(inputs: Admin_Programme_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not change the programme staff role.`)
};

const ur_admin_programme_failed = /** @type {(inputs: Admin_Programme_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروگرام عملے کا کردار تبدیل نہیں ہو سکا۔`)
};

/**
* | output |
* | --- |
* | "Could not change the programme staff role." |
*
* @param {Admin_Programme_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_programme_failed = /** @type {((inputs?: Admin_Programme_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Programme_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_programme_failed(inputs)
	return en_admin_programme_failed(inputs)
});