/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_DisputesInputs */

const en_user_disputes = /** @type {(inputs: User_DisputesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disputes`)
};

const ur_user_disputes = /** @type {(inputs: User_DisputesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازعات`)
};

/**
* | output |
* | --- |
* | "Disputes" |
*
* @param {User_DisputesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const user_disputes = /** @type {((inputs?: User_DisputesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_DisputesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_user_disputes(inputs)
	return en_user_disputes(inputs)
});