/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Last_NameInputs */

const en_settings_last_name = /** @type {(inputs: Settings_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name`)
};

const ur_settings_last_name = /** @type {(inputs: Settings_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخری نام`)
};

/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Settings_Last_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_last_name = /** @type {((inputs?: Settings_Last_NameInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Last_NameInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_last_name(inputs)
	return en_settings_last_name(inputs)
});