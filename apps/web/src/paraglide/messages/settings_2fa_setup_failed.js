/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_2fa_Setup_FailedInputs */

const en_settings_2fa_setup_failed = /** @type {(inputs: Settings_2fa_Setup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not start the setup`)
};

const ur_settings_2fa_setup_failed = /** @type {(inputs: Settings_2fa_Setup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیٹ اپ شروع نہیں ہو سکا`)
};

/**
* | output |
* | --- |
* | "Could not start the setup" |
*
* @param {Settings_2fa_Setup_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_setup_failed = /** @type {((inputs?: Settings_2fa_Setup_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_2fa_Setup_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_2fa_setup_failed(inputs)
	return en_settings_2fa_setup_failed(inputs)
});