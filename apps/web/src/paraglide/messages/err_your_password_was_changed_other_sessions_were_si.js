/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Your_Password_Was_Changed_Other_Sessions_Were_SiInputs */

const en_err_your_password_was_changed_other_sessions_were_si = /** @type {(inputs: Err_Your_Password_Was_Changed_Other_Sessions_Were_SiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password was changed. Other sessions were signed out.`)
};

const ur_err_your_password_was_changed_other_sessions_were_si = /** @type {(inputs: Err_Your_Password_Was_Changed_Other_Sessions_Were_SiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کا پاس ورڈ بدل دیا گیا۔ باقی سیشنز سے سائن آؤٹ کر دیا گیا۔`)
};

/**
* | output |
* | --- |
* | "Your password was changed. Other sessions were signed out." |
*
* @param {Err_Your_Password_Was_Changed_Other_Sessions_Were_SiInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_password_was_changed_other_sessions_were_si = /** @type {((inputs?: Err_Your_Password_Was_Changed_Other_Sessions_Were_SiInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Your_Password_Was_Changed_Other_Sessions_Were_SiInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_your_password_was_changed_other_sessions_were_si(inputs)
	return en_err_your_password_was_changed_other_sessions_were_si(inputs)
});