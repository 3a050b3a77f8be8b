/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ device: NonNullable<unknown> }} Settings_Sign_Out_DeviceInputs */

const en_settings_sign_out_device = /** @type {(inputs: Settings_Sign_Out_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign out ${i?.device}`)
};

const ur_settings_sign_out_device = /** @type {(inputs: Settings_Sign_Out_DeviceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.device} سے سائن آؤٹ کریں`)
};

/**
* | output |
* | --- |
* | "Sign out {device}" |
*
* @param {Settings_Sign_Out_DeviceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sign_out_device = /** @type {((inputs: Settings_Sign_Out_DeviceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sign_Out_DeviceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_settings_sign_out_device(inputs)
	return en_settings_sign_out_device(inputs)
});