/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Session_Signed_OutInputs */

const en_err_session_signed_out = /** @type {(inputs: Err_Session_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session signed out`)
};

const ur_err_session_signed_out = /** @type {(inputs: Err_Session_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سیشن سے سائن آؤٹ کر دیا گیا`)
};

/**
* | output |
* | --- |
* | "Session signed out" |
*
* @param {Err_Session_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_session_signed_out = /** @type {((inputs?: Err_Session_Signed_OutInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Session_Signed_OutInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_session_signed_out(inputs)
	return en_err_session_signed_out(inputs)
});