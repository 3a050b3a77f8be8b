/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_First_NameInputs */

const en_settings_first_name = /** @type {(inputs: Settings_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name`)
};

const ur_settings_first_name = /** @type {(inputs: Settings_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پہلا نام`)
};

/**
* | output |
* | --- |
* | "First name" |
*
* @param {Settings_First_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_first_name = /** @type {((inputs?: Settings_First_NameInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_First_NameInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_first_name(inputs)
	return en_settings_first_name(inputs)
});