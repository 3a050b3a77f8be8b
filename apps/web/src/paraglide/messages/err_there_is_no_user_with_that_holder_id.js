/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_There_Is_No_User_With_That_Holder_IdInputs */

const en_err_there_is_no_user_with_that_holder_id = /** @type {(inputs: Err_There_Is_No_User_With_That_Holder_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no user with that holder id`)
};

const ur_err_there_is_no_user_with_that_holder_id = /** @type {(inputs: Err_There_Is_No_User_With_That_Holder_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس شناخت کا کوئی صارف موجود نہیں`)
};

/**
* | output |
* | --- |
* | "There is no user with that holder id" |
*
* @param {Err_There_Is_No_User_With_That_Holder_IdInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_there_is_no_user_with_that_holder_id = /** @type {((inputs?: Err_There_Is_No_User_With_That_Holder_IdInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_There_Is_No_User_With_That_Holder_IdInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_there_is_no_user_with_that_holder_id(inputs)
	return en_err_there_is_no_user_with_that_holder_id(inputs)
});