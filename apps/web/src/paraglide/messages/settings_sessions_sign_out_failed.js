/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sessions_Sign_Out_FailedInputs */

const en_settings_sessions_sign_out_failed = /** @type {(inputs: Settings_Sessions_Sign_Out_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not sign the session out`)
};

const ur_settings_sessions_sign_out_failed = /** @type {(inputs: Settings_Sessions_Sign_Out_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیشن سے سائن آؤٹ نہیں کیا جا سکا`)
};

/**
* | output |
* | --- |
* | "Could not sign the session out" |
*
* @param {Settings_Sessions_Sign_Out_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_sign_out_failed = /** @type {((inputs?: Settings_Sessions_Sign_Out_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sessions_Sign_Out_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_sessions_sign_out_failed(inputs)
	return en_settings_sessions_sign_out_failed(inputs)
});