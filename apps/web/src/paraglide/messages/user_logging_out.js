/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Logging_OutInputs */

const en_user_logging_out = /** @type {(inputs: User_Logging_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logging out...`)
};

const ur_user_logging_out = /** @type {(inputs: User_Logging_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لاگ آؤٹ ہو رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Logging out..." |
*
* @param {User_Logging_OutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const user_logging_out = /** @type {((inputs?: User_Logging_OutInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Logging_OutInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_user_logging_out(inputs)
	return en_user_logging_out(inputs)
});