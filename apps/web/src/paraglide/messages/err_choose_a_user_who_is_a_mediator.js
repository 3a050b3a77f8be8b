/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Choose_A_User_Who_Is_A_MediatorInputs */

const en_err_choose_a_user_who_is_a_mediator = /** @type {(inputs: Err_Choose_A_User_Who_Is_A_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a user who is a mediator`)
};

const ur_err_choose_a_user_who_is_a_mediator = /** @type {(inputs: Err_Choose_A_User_Who_Is_A_MediatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایسا صارف منتخب کریں جو ثالث ہو`)
};

/**
* | output |
* | --- |
* | "Choose a user who is a mediator" |
*
* @param {Err_Choose_A_User_Who_Is_A_MediatorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_choose_a_user_who_is_a_mediator = /** @type {((inputs?: Err_Choose_A_User_Who_Is_A_MediatorInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Choose_A_User_Who_Is_A_MediatorInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_choose_a_user_who_is_a_mediator(inputs)
	return en_err_choose_a_user_who_is_a_mediator(inputs)
});