/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Log_OutInputs */

const en_user_log_out = /** @type {(inputs: User_Log_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log out`)
};

const ur_user_log_out = /** @type {(inputs: User_Log_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لاگ آؤٹ`)
};

/**
* | output |
* | --- |
* | "Log out" |
*
* @param {User_Log_OutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const user_log_out = /** @type {((inputs?: User_Log_OutInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Log_OutInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_user_log_out(inputs)
	return en_user_log_out(inputs)
});