/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_New_EmailInputs */

const en_settings_new_email = /** @type {(inputs: Settings_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New email`)
};

const ur_settings_new_email = /** @type {(inputs: Settings_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نیا ای میل`)
};

/**
* | output |
* | --- |
* | "New email" |
*
* @param {Settings_New_EmailInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_new_email = /** @type {((inputs?: Settings_New_EmailInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_New_EmailInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_new_email(inputs)
	return en_settings_new_email(inputs)
});