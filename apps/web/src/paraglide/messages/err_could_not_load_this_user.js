/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Could_Not_Load_This_UserInputs */

const en_err_could_not_load_this_user = /** @type {(inputs: Err_Could_Not_Load_This_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load this user.`)
};

const ur_err_could_not_load_this_user = /** @type {(inputs: Err_Could_Not_Load_This_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ صارف لوڈ نہیں ہو سکا۔`)
};

/**
* | output |
* | --- |
* | "Could not load this user." |
*
* @param {Err_Could_Not_Load_This_UserInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_could_not_load_this_user = /** @type {((inputs?: Err_Could_Not_Load_This_UserInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Could_Not_Load_This_UserInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_could_not_load_this_user(inputs)
	return en_err_could_not_load_this_user(inputs)
});