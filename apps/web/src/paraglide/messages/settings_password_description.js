/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Password_DescriptionInputs */

const en_settings_password_description = /** @type {(inputs: Settings_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing it signs you out everywhere else.`)
};

const ur_settings_password_description = /** @type {(inputs: Settings_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسے تبدیل کرنے سے آپ باقی تمام جگہوں سے سائن آؤٹ ہو جائیں گے۔`)
};

/**
* | output |
* | --- |
* | "Changing it signs you out everywhere else." |
*
* @param {Settings_Password_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_password_description = /** @type {((inputs?: Settings_Password_DescriptionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Password_DescriptionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_password_description(inputs)
	return en_settings_password_description(inputs)
});